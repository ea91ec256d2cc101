#include "snl/snl.hpp"
#include "analyze/chain.hpp"
#include <httplib.h>
#include <Eigen/Dense>
