#include <CLI/CLI.hpp>
#include "common/progress.hpp"
#include "judge/process.hpp"
#include "snl/board.hpp"
