# snl_editor_bundle(<var> <folder>): the page's editor, CodeMirror 6 (web/bundle/codemirror.js and the packages of
# web/package-lock.json), bundled by esbuild into <folder>/codemirror.js; <var> is set to that file, or to nothing
# when `npm ci` has not been run in web/ (the page then keeps its plain text box: web/text-box.js).
function(snl_editor_bundle var folder)
  set(esbuild ${PROJECT_SOURCE_DIR}/web/node_modules/.bin/esbuild)
  if(NOT EXISTS ${esbuild})
    message(STATUS "snl: web/node_modules has no esbuild (run 'npm ci' in web/): the page's editor is a plain text box")
    set(${var} "" PARENT_SCOPE)
    return()
  endif()
  set(out ${folder}/codemirror.js)
  add_custom_command(OUTPUT ${out}
                     COMMAND ${esbuild} ${PROJECT_SOURCE_DIR}/web/bundle/codemirror.js --bundle
                             --minify --format=esm --log-level=warning --outfile=${out}
                     DEPENDS ${PROJECT_SOURCE_DIR}/web/bundle/codemirror.js ${PROJECT_SOURCE_DIR}/web/package-lock.json
                     COMMENT "Bundling the page's editor (CodeMirror 6) with esbuild" VERBATIM)
  set(${var} ${out} PARENT_SCOPE)
endfunction()
