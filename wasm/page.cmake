# cmake -DIN=web/index.html -DOUT=<site>/index.html "-DMODULES=a.js;b.js" -P page.cmake: the page as web/ has it,
# with the engine's .wasm and the page's modules preloaded: their downloads start at once instead of one level of
# imports after another (web/api.js compiles the .wasm from that download).
file(READ ${IN} page)
string(FIND "${page}" "</head>" at)
if(at LESS 0)
  message(FATAL_ERROR "page.cmake: no </head> in ${IN}")
endif()
set(links "<link rel=\"preload\" href=\"snl-engine.wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin>\n")
foreach(module IN LISTS MODULES)
  string(APPEND links "<link rel=\"modulepreload\" href=\"${module}\">\n")
endforeach()
string(REPLACE "</head>" "${links}</head>" page "${page}")
file(WRITE ${OUT} "${page}")
