#pragma once

#include "core/capacity/CapacityFacts.h"
#include "core/model/Scenario.h"
#include "core/search/MarketOffer.h"
#include "core/search/SearchCandidate.h"

#include <vector>

namespace acceldecide::search {

// Turns offers into scenario options the engine can bill, taking from the scenario what
// the catalog does not say:
//  - throughput: the scenario's own option on the same instance type, else its estimate
//    (`throughput.estimate`) on this instance type where the performance model knows it,
//    else the catalog's benchmark for the model size, unless it needs more FLOPs a second
//    (6 x parameters a trained token, 2 x a served one) than the chip's highest dense peak
//    the catalog states, which no layout gives; none: no candidate;
//  - the port: the migration and maintenance of the scenario's first option on the same
//    stack (the team's estimate for that stack); none: no port cost, and a note says so;
//  - spot: as the scenario's first spot option on that stack prices it: from the Spot
//    Instance Advisor's bucket for this offer's type and region when that option takes its
//    overhead from the catalog (purchase.interruption; SpotInterruptionPricing at each
//    cluster size, with its checkpoint and restart times), else its typed percentage.
// The model must fit: training needs 16 bytes a parameter across the cluster (BF16 weights
// and gradients, FP32 master weights and Adam's two moments: MemoryFit's training rule
// without activations, so a lower bound), serving 2 bytes a parameter (BF16 weights) on one
// instance; an offer without a memory figure is kept with a note.
class CandidateBuilder
{
public:
    explicit CandidateBuilder(const Scenario &scenario);

    // The candidates of `offer`: one per count of `trainingCounts` for training, one
    // otherwise. Ids are "c<n>" from `nextId`, which is advanced.
    void add(const MarketOffer &offer, const std::vector<int> &trainingCounts, int &nextId,
             std::vector<SearchCandidate> &out, SkippedOffers &skipped) const;

    static constexpr double kTrainingBytesPerParameter = 16.0;
    static constexpr double kServingBytesPerParameter = 2.0;

private:
    const Option *sameInstanceType(const std::string &instanceType) const;
    const Option *firstOfStack(Stack stack) const;
    bool priced(const MarketOffer &offer, Option &option, SearchCandidate &candidate,
                SkippedOffers &skipped) const;
    bool beyondPeak(const MarketOffer &offer, SkippedOffers &skipped) const;
    bool withThroughput(const MarketOffer &offer, SearchCandidate &candidate,
                        SkippedOffers &skipped) const;
    bool interruptionPriced(const MarketOffer &offer, SearchCandidate &candidate,
                            SkippedOffers &skipped) const;
    // The capacity facts: an offer not sold so is passed over; otherwise the candidate
    // takes its availability score, and a quota to check becomes a note.
    bool obtainable(SearchCandidate &candidate, SkippedOffers &skipped) const;
    bool fits(const MarketOffer &offer, int instances, SearchCandidate &candidate,
              SkippedOffers &skipped) const;

    const Scenario &m_scenario;
    const CapacityFacts &m_capacity = CapacityFacts::builtIn();
    double m_capacityAccelerators = 0.0; // a capacity workload's, from the baseline
};

} // namespace acceldecide::search
