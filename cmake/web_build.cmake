# SNL_BUILD_WEB (the dev preset): the static page (the `web` preset, emscripten) built as a step of this build, in
# <build>/web, so that the README's test command builds it and tests it in Chromium (tests/browser/static.test.mjs)
# wherever em++ is installed (tools/install-deps.sh --web). Without em++ it says so and nothing of it is registered.
find_program(SNL_EMXX em++)
if(NOT SNL_EMXX OR NOT EXISTS "${SNL_EMXX}")
  message(STATUS "snl: em++ not found: the static page (the web preset) is not built nor tested "
                 "(tools/install-deps.sh --web installs emscripten)")
  return()
endif()
set(SNL_WEB_BINARY ${PROJECT_BINARY_DIR}/web)
set(SNL_WEB_SITE ${SNL_WEB_BINARY}/site)
add_custom_target(snl_web ALL
                  COMMAND ${CMAKE_COMMAND} -DSOURCE=${PROJECT_SOURCE_DIR} -DBINARY=${SNL_WEB_BINARY}
                          -P ${PROJECT_SOURCE_DIR}/cmake/build_web.cmake
                  COMMENT "Building the static page (the web preset) in ${SNL_WEB_BINARY}"
                  USES_TERMINAL VERBATIM)
