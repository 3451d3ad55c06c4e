#pragma once

#include <string>

namespace acceldecide::performance {

// An instance type as the performance model sees it: its accelerators and the network
// between instances, with the source that states them.
struct InstanceFacts
{
    std::string instanceType; // "trn2.48xlarge"
    std::string acceleratorId;
    int acceleratorsPerInstance = 0;
    double networkGbps = 0.0; // between instances (EFA), Gbit/s
    std::string link;
    std::string sourceUrl;
};

} // namespace acceldecide::performance
