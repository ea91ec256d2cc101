#include "commands/commands.hpp"
#include "common/exit.hpp"
