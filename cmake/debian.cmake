# The Debian package: `cpack -G DEB` in a build folder (or `cmake --workflow --preset deb`) makes
# snl_<version>_amd64.deb from the install rules, under /usr: snl and snl-serve, the headers, the static library and
# its CMake config (find_package(snl)), the Python package for Debian's python3 in /usr/lib/python3/dist-packages,
# the static page in /usr/share/snl/site (when the build made it: em++ and SNL_BUILD_WEB), and the license as
# /usr/share/doc/snl/copyright. The version is project(VERSION); Depends comes from dpkg-shlibdeps (dpkg-dev).
#
# The package holds the default component (every install rule without one) and the component `debian`, which only
# cpack installs: the Python package in Debian's folder (python/CMakeLists.txt; `cmake --install` uses
# SNL_PYTHON_INSTALL_DIR instead) and the copyright file. So every build folder, the dev one too, makes this layout.
install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME copyright COMPONENT debian EXCLUDE_FROM_ALL)

if(TARGET snl_python AND EXISTS /usr/bin/python3)
  execute_process(COMMAND /usr/bin/python3 -c "import importlib.machinery as m, sys; sys.exit('${SNL_PYTHON_MODULE_SUFFIX}' not in m.EXTENSION_SUFFIXES)"
                  RESULT_VARIABLE snl_debian_python_loads OUTPUT_QUIET ERROR_QUIET)
  if(NOT snl_debian_python_loads EQUAL 0)
    message(WARNING "snl: the Python module (${SNL_PYTHON_MODULE_SUFFIX}) is not for /usr/bin/python3, so the Debian "
                    "package's `import snl` fails there: configure with -DPython3_EXECUTABLE=/usr/bin/python3")
  endif()
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME snl)
set(CPACK_PACKAGE_CONTACT "snl maintainers <maintainers@users.noreply.a-seed-98b3df40.example>")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# A Debug build's debug information is most of its size (the dev preset's snl is 193 MB); Debian ships it apart.
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_GROUPING ALL_COMPONENTS_IN_ONE)
set(CPACK_COMPONENTS_ALL Unspecified debian)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The summary line is project(DESCRIPTION); cpack puts it first.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "The command-line tool snl, the HTTP server snl-serve, the C++ library
(headers, static library and find_package(snl)), the Python module snl and the
static page (/usr/share/snl/site).")
if(SNL_PYTHON_VERSION)
  # The module is built for one CPython ABI (3.11 on Debian 12) and links no library of Python's.
  string(REGEX REPLACE "^([0-9]+)\\.([0-9]+)$" "\\1" snl_major "${SNL_PYTHON_VERSION}")
  string(REGEX REPLACE "^([0-9]+)\\.([0-9]+)$" "\\2" snl_minor "${SNL_PYTHON_VERSION}")
  math(EXPR snl_next_minor "${snl_minor} + 1")
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "python3 (>= ${SNL_PYTHON_VERSION}), python3 (<< ${snl_major}.${snl_next_minor})")
endif()
# find_package(snl) looks for fmt on behalf of the library's users (cmake/snlConfig.cmake.in).
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libfmt-dev, cmake")
include(CPack)
