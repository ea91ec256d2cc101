#include "snl/snl.hpp"
#include "analyze/engine/chain.hpp"
#include <httplib.h>
#include <Eigen/Dense>
