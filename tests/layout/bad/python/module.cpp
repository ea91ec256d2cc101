#include <pybind11/pybind11.h>
#include "core/grid.hpp"
#include "bindings.hpp"
#include "snl/board.hpp"
