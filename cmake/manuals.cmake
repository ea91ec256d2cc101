# The manual pages and the shell completions of snl and snl-serve, generated into docs/man and docs/completions by
# tools/gen_docs.py from the programs' own options (the ctests docs.* check the committed copies): `cmake --install`
# and the Debian package put the pages in share/man/man1, compressed with `gzip -9n` as Debian wants them (plain when
# there is no gzip), and the completions where Debian's bash-completion, zsh and fish look for them.
file(GLOB SNL_MAN_PAGES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/*.1)
find_program(SNL_GZIP gzip)
if(SNL_GZIP)
  set(snl_compressed_pages)
  foreach(page IN LISTS SNL_MAN_PAGES)
    get_filename_component(name ${page} NAME)
    set(plain ${PROJECT_BINARY_DIR}/man/${name})
    add_custom_command(OUTPUT ${plain}.gz
                       COMMAND ${CMAKE_COMMAND} -E copy ${page} ${plain}
                       COMMAND ${SNL_GZIP} -9nf ${plain}
                       DEPENDS ${page} VERBATIM)
    list(APPEND snl_compressed_pages ${plain}.gz)
  endforeach()
  add_custom_target(snl_man_pages ALL DEPENDS ${snl_compressed_pages})
  install(FILES ${snl_compressed_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  install(FILES ${SNL_MAN_PAGES} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
set(snl_completions ${PROJECT_SOURCE_DIR}/docs/completions)
# bash-completion loads a command's file by the command's name: the one file completes both programs.
install(FILES ${snl_completions}/snl.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME snl)
install(FILES ${snl_completions}/snl.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME snl-serve)
install(FILES ${snl_completions}/_snl DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${snl_completions}/snl.fish DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)
