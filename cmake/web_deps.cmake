# The WebAssembly build's header-only dependencies (the `web` preset, emscripten). Debian installs them under
# /usr/include beside glibc's headers, which an emscripten compile must never see: each library's own folder is
# linked into <build>/deps/include, and the targets the library links to point there. fmt is used header-only.
set(SNL_WEB_DEPS ${PROJECT_BINARY_DIR}/deps/include)
file(MAKE_DIRECTORY ${SNL_WEB_DEPS})
foreach(dir boost nlohmann fmt)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "snl web build: /usr/include/${dir} not found (tools/install-deps.sh installs it)")
  endif()
  if(NOT EXISTS ${SNL_WEB_DEPS}/${dir})
    file(CREATE_LINK /usr/include/${dir} ${SNL_WEB_DEPS}/${dir} SYMBOLIC)
  endif()
endforeach()
foreach(name Boost::headers Eigen3::Eigen nlohmann_json::nlohmann_json fmt::fmt Threads::Threads)
  add_library(${name} INTERFACE IMPORTED)
endforeach()
set_target_properties(Boost::headers nlohmann_json::nlohmann_json PROPERTIES
                      INTERFACE_INCLUDE_DIRECTORIES ${SNL_WEB_DEPS})
set_target_properties(Eigen3::Eigen PROPERTIES INTERFACE_INCLUDE_DIRECTORIES /usr/include/eigen3)
set_target_properties(fmt::fmt PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${SNL_WEB_DEPS}
                      INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY=1)
# The library reports bad input with exceptions (the API turns them into 400s): WebAssembly's own exception
# handling (Chromium 95+, Firefox 100+, Safari 15.2+), not emscripten's default of no catching at all.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
