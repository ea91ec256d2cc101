"""Builds the extension snl._snl with the project's CMake (pyproject.toml says why setuptools): configure with only
the library and the module (no CLI, no tests), build the target snl_python, and copy the extension where setuptools
puts it in the wheel. SNL_WHEEL_JOBS sets the build's parallelism (default: the number of cores), SNL_WHEEL_BUILD_DIR
the CMake build folder (default: under setuptools' build/temp.*), SNL_WHEEL_BUILD_TYPE the CMake build type (default
Release), SNL_WHEEL_CMAKE_ARGS more arguments for CMake's configure step, split as a shell would (the packaging test
builds without optimisation or debug information: it checks the package, not its speed; tests/package/wheel_test.sh).
CMake takes the compiler from CXX as usual."""
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


def version():
    """The one version: project(snl VERSION x.y.z) in CMakeLists.txt, as the CLI, the library and the .deb have it."""
    found = re.search(r"project\(snl VERSION ([0-9.]+)", (ROOT / "CMakeLists.txt").read_text(encoding="utf-8"))
    return found.group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = pathlib.Path(os.environ.get("SNL_WHEEL_BUILD_DIR") or pathlib.Path(self.build_temp) / "cmake").resolve()
        build_type = os.environ.get("SNL_WHEEL_BUILD_TYPE", "Release")
        configure = ["cmake", "-S", str(ROOT), "-B", str(build), f"-DCMAKE_BUILD_TYPE={build_type}",
                     "-DSNL_BUILD_CLI=OFF", "-DSNL_BUILD_TESTS=OFF", "-DSNL_BUILD_PYTHON=ON",
                     "-DSNL_STANDALONE_MODULE=ON", "-DSNL_WITH_GMP=OFF", f"-DPython3_EXECUTABLE={sys.executable}"]
        configure += shlex.split(os.environ.get("SNL_WHEEL_CMAKE_ARGS", ""))
        if shutil.which("ninja"):
            configure += ["-G", "Ninja"]
        try:
            import pybind11  # from PyPI in an isolated build; Debian's pybind11-dev is found by CMake itself
            configure.append(f"-Dpybind11_DIR={pybind11.get_cmake_dir()}")
        except ImportError:
            pass
        jobs = os.environ.get("SNL_WHEEL_JOBS", str(os.cpu_count() or 1))
        subprocess.run(configure, check=True)
        subprocess.run(["cmake", "--build", str(build), "--target", "snl_python", "-j", jobs], check=True)
        built = next((build / "python" / "snl").glob("_snl*" + os.path.splitext(self.get_ext_filename("x"))[1]))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(version=version(), ext_modules=[Extension("snl._snl", sources=[])], cmdclass={"build_ext": CMakeBuild})
