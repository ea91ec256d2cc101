#include <pybind11/numpy.h>
