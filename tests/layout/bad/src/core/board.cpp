#include "solve/bfs_internal.hpp"
