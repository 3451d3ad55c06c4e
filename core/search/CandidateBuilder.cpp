#include "core/search/CandidateBuilder.h"

#include "core/capacity/CapacityAssessment.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/SpotInterruptionPricing.h"
#include "core/performance/PerformanceCatalog.h"
#include "core/text/TextFormat.h"

#include <cmath>

namespace acceldecide::search {

namespace {

std::string labelOf(const MarketOffer &offer, int instances)
{
    std::string label = offer.instanceType;
    if (instances > 0)
        label += " x" + std::to_string(instances);
    return label + " " + purchaseModelLabel(offer.purchaseModel) + " " + offer.region + " (" +
           offer.provider + ")";
}

} // namespace

CandidateBuilder::CandidateBuilder(const Scenario &scenario) : m_scenario(scenario)
{
    const int baseline = scenario.baselineIndex();
    if (baseline >= 0) {
        const Option &option = scenario.options[std::size_t(baseline)];
        m_capacityAccelerators = double(option.instances.value_or(1)) *
                                 double(std::max(1, option.acceleratorsPerInstance));
    }
}

const Option *CandidateBuilder::sameInstanceType(const std::string &instanceType) const
{
    for (const Option &option : m_scenario.options)
        if (option.instanceType == instanceType)
            return &option;
    return nullptr;
}

const Option *CandidateBuilder::firstOfStack(Stack stack) const
{
    for (const Option &option : m_scenario.options)
        if (option.stack == stack)
            return &option;
    return nullptr;
}

bool CandidateBuilder::priced(const MarketOffer &offer, Option &option, SearchCandidate &candidate,
                              SkippedOffers &skipped) const
{
    option.purchase.model = offer.purchaseModel;
    switch (offer.purchaseModel) {
    case PurchaseModel::OnDemand:
        option.instanceHourlyUsd = offer.hourlyUsd;
        return true;
    case PurchaseModel::CapacityBlock:
        option.purchase.hourlyUsd = offer.hourlyUsd;
        option.instanceHourlyUsd = offer.onDemandHourlyUsd.value_or(offer.hourlyUsd);
        return true;
    case PurchaseModel::Effective:
        skipped.add(SkipReason::NotBillable,
                    offer.instanceType + ": an effective rate is no offer");
        return false;
    default:
        break;
    }
    if (!offer.onDemandHourlyUsd || !(*offer.onDemandHourlyUsd > 0.0)) {
        skipped.add(SkipReason::NoOnDemandPrice,
                    offer.instanceType + " " + purchaseModelLabel(offer.purchaseModel) + " in " +
                        offer.region + ": its source gives no on-demand price to discount");
        return false;
    }
    option.instanceHourlyUsd = *offer.onDemandHourlyUsd;
    option.purchase.discountPercent = (1.0 - offer.hourlyUsd / *offer.onDemandHourlyUsd) * 100.0;
    if (offer.offeringClass == "ec2_instance")
        option.purchase.plan = SavingsPlanType::Ec2Instance;
    else if (offer.offeringClass == "convertible")
        option.purchase.offeringClass = OfferingClass::Convertible;
    if (offer.purchaseModel == PurchaseModel::Spot) {
        const Option *spot = nullptr;
        for (const Option &other : m_scenario.options)
            if (other.stack == offer.stack && other.purchase.model == PurchaseModel::Spot) {
                spot = &other;
                break;
            }
        if (spot && spot->purchase.interruption) {
            // Priced per cluster size from this offer's own bucket (interruptionPriced).
            option.purchase.interruption =
                SpotInterruption{spot->purchase.interruption->checkpointMinutes,
                                 spot->purchase.interruption->restartMinutes};
            return true;
        }
        option.purchase.interruptionOverheadPercent =
            spot ? spot->purchase.interruptionOverheadPercent : 0.0;
        candidate.notes.push_back(
            spot ? "spot interruption overhead " +
                       text::groupedNumber(spot->purchase.interruptionOverheadPercent, 1) +
                       " % (from option " + spot->id + ")"
                 : std::string("spot interruptions not priced: no spot option of this stack"));
    }
    return true;
}

bool CandidateBuilder::beyondPeak(const MarketOffer &offer, SkippedOffers &skipped) const
{
    const double flops = OptionCostModel::flopsPerToken(m_scenario.workload);
    if (!offer.peakDenseTflops || !(*offer.peakDenseTflops > 0.0) || !(flops > 0.0))
        return false;
    const double percent =
        *offer.catalogTokensPerSecPerAccelerator * flops / (*offer.peakDenseTflops * 1e12) * 100.0;
    if (percent <= 100.0)
        return false;
    skipped.add(SkipReason::BeyondPeak,
                offer.instanceType + ": the catalog's " +
                    text::groupedNumber(*offer.catalogTokensPerSecPerAccelerator, 0) +
                    " tokens/s per accelerator need " + text::groupedNumber(percent, 0) +
                    " % of its " + text::groupedNumber(*offer.peakDenseTflops, 0) +
                    " TFLOPS dense peak");
    return true;
}

bool CandidateBuilder::withThroughput(const MarketOffer &offer, SearchCandidate &candidate,
                                      SkippedOffers &skipped) const
{
    if (m_scenario.workload.kind == WorkloadKind::Capacity)
        return true;
    Option &option = candidate.option;
    if (const Option *same = sameInstanceType(offer.instanceType); same && same->throughput) {
        option.throughput = same->throughput;
        candidate.throughputSource = "option " + same->id;
        return true;
    }
    for (const Option &other : m_scenario.options) {
        // A layout is the stack's own (a Neuron layout means nothing on a GPU).
        if (other.stack != offer.stack || !other.throughput || !other.throughput->estimate ||
            !performance::PerformanceCatalog::builtIn().instance(offer.instanceType))
            continue;
        Throughput estimated;
        estimated.estimate = other.throughput->estimate;
        estimated.estimate->accelerator.clear(); // this instance type's
        option.throughput = estimated;
        candidate.throughputSource = "estimated (as option " + other.id + ")";
        return true;
    }
    if (offer.catalogTokensPerSecPerAccelerator && beyondPeak(offer, skipped))
        return false;
    if (offer.catalogTokensPerSecPerAccelerator) {
        option.throughput = Throughput::measured(offer.catalogTokensPerSecPerAccelerator);
        candidate.throughputSource = offer.throughputSource;
        // ThroughputResolver's caveat, carried to the row that rests on it.
        candidate.notes.push_back("the catalog's benchmark does not record whether it was "
                                  "measured training or serving: confirm it");
        return true;
    }
    skipped.add(SkipReason::NoThroughput,
                offer.instanceType + ": no option, estimate or catalog benchmark gives its "
                                     "tokens a second");
    return false;
}

bool CandidateBuilder::interruptionPriced(const MarketOffer &offer, SearchCandidate &candidate,
                                          SkippedOffers &skipped) const
{
    Option &option = candidate.option;
    if (!option.purchase.interruption)
        return true;
    if (!offer.interruptionBucket) {
        skipped.add(SkipReason::NoInterruptionRate,
                    offer.instanceType + " in " + offer.region +
                        ": no Spot Instance Advisor bucket in the catalog");
        return false;
    }
    const InterruptionBucket &found = *offer.interruptionBucket;
    const auto priced = SpotInterruptionPricing::price(
        m_scenario, option, SpotInterruptionPricing::Bucket{found.minPercent, found.maxPercent});
    if (!priced) {
        skipped.add(SkipReason::NotBillable, option.label + ": " + priced.error().toString());
        return false;
    }
    const SpotInterruptionPricing &p = priced.value();
    option.purchase.interruptionOverheadPercent = p.central.overheadPercent;
    option.purchase.interruption->lowOverheadPercent = p.low.overheadPercent;
    option.purchase.interruption->highOverheadPercent = p.high.overheadPercent;
    option.purchase.interruption->resolved = true;
    candidate.notes.push_back(
        "spot interruptions: advisor bucket " + found.label + " (" + found.observedDate + ") on " +
        text::groupedNumber(p.instances, 0) + " instance(s), checkpoint every " +
        text::groupedNumber(p.central.intervalHours, 2) +
        " h (Young-Daly): " + text::groupedNumber(p.central.overheadPercent, 2) + " % more hours");
    return true;
}

bool CandidateBuilder::obtainable(SearchCandidate &candidate, SkippedOffers &skipped) const
{
    const Option &option = candidate.option;
    CapacityUse use;
    use.provider = option.provider.value_or("AWS");
    use.instanceType = option.instanceType;
    use.region = option.region;
    use.purchaseModel = toString(option.purchase.model);
    if (candidate.instances > 0)
        use.instancesAtOnce = candidate.instances;
    const CapacityAssessment assessment = CapacityAssessment::assess(m_capacity, use);
    for (const CapacityFinding &finding : assessment.findings) {
        if (finding.code == CapacityAssessment::kNotSold) {
            skipped.add(SkipReason::NotSold, option.label + ": " + finding.message);
            return false;
        }
        candidate.notes.push_back(finding.message);
    }
    candidate.availability = {assessment.score, assessment.reason, {}};
    return true;
}

bool CandidateBuilder::fits(const MarketOffer &offer, int instances, SearchCandidate &candidate,
                            SkippedOffers &skipped) const
{
    const Workload &workload = m_scenario.workload;
    if (workload.kind == WorkloadKind::Capacity || !(workload.modelParamsBillion > 0.0))
        return true;
    if (!offer.acceleratorMemoryBytes) {
        candidate.notes.push_back(
            "memory not checked: the catalog has no figure for " +
            (offer.acceleratorName.empty() ? offer.instanceType : offer.acceleratorName));
        return true;
    }
    const bool training = workload.kind == WorkloadKind::Training;
    const double accelerators = double(offer.acceleratorsPerInstance) * (training ? instances : 1);
    const double needed = workload.modelParamsBillion * 1e9 *
                          (training ? kTrainingBytesPerParameter : kServingBytesPerParameter);
    const double available = accelerators * *offer.acceleratorMemoryBytes;
    if (needed <= available)
        return true;
    skipped.add(SkipReason::DoesNotFit, labelOf(offer, instances) + ": needs " +
                                            text::groupedNumber(needed / 1e9, 0) + " GB, has " +
                                            text::groupedNumber(available / 1e9, 0) + " GB");
    return false;
}

void CandidateBuilder::add(const MarketOffer &offer, const std::vector<int> &trainingCounts,
                           int &nextId, std::vector<SearchCandidate> &out,
                           SkippedOffers &skipped) const
{
    const WorkloadKind kind = m_scenario.workload.kind;
    std::vector<int> counts = {0};
    if (kind == WorkloadKind::Training)
        counts = trainingCounts;
    else if (kind == WorkloadKind::Capacity)
        counts = {int(std::ceil(m_capacityAccelerators /
                                double(std::max(1, offer.acceleratorsPerInstance))))};
    SearchCandidate base;
    base.offer = &offer;
    Option &option = base.option;
    option.stack = offer.stack;
    option.instanceType = offer.instanceType;
    option.acceleratorsPerInstance = std::max(1, offer.acceleratorsPerInstance);
    option.region = offer.region;
    option.priceObservationId = int(offer.observationId);
    option.provider = offer.provider;
    if (!priced(offer, option, base, skipped) || !withThroughput(offer, base, skipped))
        return;
    if (const Option *port = firstOfStack(offer.stack)) {
        option.migration = port->migration;
        option.maintenanceUsdPerMonth = port->maintenanceUsdPerMonth;
    } else {
        base.notes.push_back(std::string("no port cost: the scenario has no ") +
                             toString(offer.stack) + " option to take it from");
    }
    for (const int count : counts) {
        SearchCandidate candidate = base;
        if (!fits(offer, count, candidate, skipped))
            continue;
        candidate.instances = count;
        Option &o = candidate.option;
        if (kind == WorkloadKind::Training)
            o.clusterAccelerators = count * o.acceleratorsPerInstance;
        else if (kind == WorkloadKind::Capacity)
            o.instances = count;
        o.id = "c" + std::to_string(nextId++);
        o.label = labelOf(offer, kind == WorkloadKind::Inference ? 0 : count);
        if (!interruptionPriced(offer, candidate, skipped) || !obtainable(candidate, skipped))
            continue;
        if (const auto problem = OptionCostModel::problemOf(m_scenario, o)) {
            skipped.add(SkipReason::NotBillable, o.label + ": " + problem->toString());
            continue;
        }
        out.push_back(std::move(candidate));
    }
}

} // namespace acceldecide::search
