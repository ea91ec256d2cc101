# snl_gtest_suites(TARGET [EXCLUDE SUITE.CASE] [PROPERTIES NAME VALUE …]): one ctest test per GoogleTest suite of
# TARGET, named as the suite and run with --gtest_filter=SUITE.* (less the case EXCLUDE names, registered by its
# caller), found after each build of TARGET from --gtest_list_tests as gtest_discover_tests finds cases. One sanitized
# process per suite, not per case: the 1,131 cases each started one of ~0.25 s (bench/RESULTS.md, "CI: where the time
# goes"). A case alone: `TARGET --gtest_filter=SUITE.CASE`, or ctest -R SUITE for its suite.
set(SNL_GTEST_SUITES_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/gtest_suites_list.cmake)
function(snl_gtest_suites target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "EXCLUDE" "PROPERTIES")
  set(listed ${CMAKE_CURRENT_BINARY_DIR}/${target}_suites.cmake)
  set(include ${CMAKE_CURRENT_BINARY_DIR}/${target}_suites_include.cmake)
  add_custom_command(TARGET ${target} POST_BUILD
                     COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:${target}> -DOUT=${listed}
                             -DEXCLUDE=${arg_EXCLUDE} "-DPROPERTIES=${arg_PROPERTIES}"
                             -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -P ${SNL_GTEST_SUITES_SCRIPT}
                     BYPRODUCTS ${listed} VERBATIM)
  file(WRITE ${include} "if(EXISTS [=[${listed}]=])\n  include([=[${listed}]=])\nelse()\n"
                        "  add_test([=[${target}_NOT_BUILT]=] [=[${target}_NOT_BUILT]=])\nendif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES ${include})
endfunction()
