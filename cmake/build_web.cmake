# cmake -DSOURCE=<repository> -DBINARY=<folder> -P build_web.cmake: configures the `web` preset into BINARY (once;
# after that its build re-runs CMake when a CMakeLists changes) and builds it.
cmake_minimum_required(VERSION 3.25)
set(ENV{NODE_PATH} /usr/share/nodejs)
if(NOT EXISTS ${BINARY}/build.ninja)
  execute_process(COMMAND ${CMAKE_COMMAND} --preset web -S ${SOURCE} -B ${BINARY} OUTPUT_QUIET
                  RESULT_VARIABLE configured)
  if(NOT configured EQUAL 0)
    message(FATAL_ERROR "the web preset did not configure in ${BINARY}")
  endif()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY} -j 2 RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "the web preset did not build in ${BINARY}")
endif()
