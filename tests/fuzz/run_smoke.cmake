# cmake -DFUZZER=... -DWORK=... -DRUNS=... [-DDICT=...] -DCORPUS=... -DREGRESSIONS=... -P run_smoke.cmake
# A deterministic libFuzzer smoke run: RUNS runs from seed 1 over the seed corpus and the saved crash inputs.
# New inputs and crash files go to WORK (emptied first), never into the source tree.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/corpus)
set(dict_option)
if(DICT)
  set(dict_option -dict=${DICT})
endif()
execute_process(COMMAND ${FUZZER} -runs=${RUNS} -seed=1 ${dict_option} -print_final_stats=1 -artifact_prefix=${WORK}/
                        ${WORK}/corpus ${CORPUS} ${REGRESSIONS}
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${FUZZER} failed (${result}): the input that broke it is ${WORK}/crash-* (a new one belongs in ${REGRESSIONS}/)")
endif()
