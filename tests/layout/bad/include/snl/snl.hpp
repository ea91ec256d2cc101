#pragma once
#include "snl/board.hpp"
int declared_here();
