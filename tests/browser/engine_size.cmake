# cmake -DSITE=<static build> -DLIMIT=<bytes> -P engine_size.cmake: fails when snl-engine.wasm and snl-engine.js
# together are LIMIT bytes or more.
file(SIZE ${SITE}/snl-engine.wasm wasm)
file(SIZE ${SITE}/snl-engine.js js)
math(EXPR total "${wasm} + ${js}")
message(STATUS "snl-engine.wasm ${wasm} + snl-engine.js ${js} = ${total} bytes (limit ${LIMIT})")
if(NOT total LESS LIMIT)
  message(FATAL_ERROR "the engine is ${total} bytes, over the limit of ${LIMIT}")
endif()
