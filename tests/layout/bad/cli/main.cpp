#include "http.hpp"
