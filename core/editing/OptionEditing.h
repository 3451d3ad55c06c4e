#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>

namespace acceldecide {

// The edits the options table makes to one option, as pure functions: each sets one field
// and the knock-on changes that keep the option consistent (a new instance type unpins
// its observations, a new purchase model resets what only the old one used). The GUI
// parses the typed text, calls one of these, and words the refusal; core validates the
// scenario afterwards. A refused edit leaves the option in an unspecified state.
class OptionEditing
{
public:
    // Why an edit was refused; the GUI turns it into a sentence.
    enum class Refusal
    {
        InstanceTypeRequired,
        ValueRequired,
        NotWholeAccelerators,
        DiscountValueRequiredWithoutCatalog,
        PeakTflopsNeededForMfu,   // clearing the peak while throughput comes from MFU
        PeakTflopsBeforeMfu,      // an MFU with no peak to multiply it by
        NotCapacityBlock,         // a block field on an option that buys no blocks
        BlockLengthNotSold,       // not one of CapacityBlockLengths
        BlockInstancesOutOfRange, // not a whole 1 to CapacityBlockLengths::kMaxInstances
        BlockRateRequiredWithoutCatalog,
        BlockRateNotPositive,
    };
    using Result = Expected<void, Refusal>;

    // What the edit may need from outside the option.
    struct Context
    {
        bool catalogAvailable = false;
        std::optional<double> effectiveHourlyUsd; // the option's current one, if evaluated
    };

    // A pinned price observation or benchmark belongs to the old instance type: a new
    // type unpins both.
    static Result setInstanceType(Option &option, const std::string &instanceType);
    // Resets the effective rate, spot overhead and discount the new model does not use;
    // an effective rate starts from today's effective price, and a newly discounted model
    // takes its discount from the catalog when there is one.
    static void setPurchaseModel(Option &option, PurchaseModel model, const Context &context);

    // In the numeric setters nullopt is an empty cell.
    static Result setAccelerators(Option &option, std::optional<double> value);
    // Empty hands the price back to the catalog (unpinned, newest).
    static void setInstancePrice(Option &option, std::optional<double> value);
    // Empty takes the discount from the catalog, which needs one.
    static Result setDiscount(Option &option, std::optional<double> value, const Context &context);
    static Result setEffectiveHourly(Option &option, std::optional<double> value);
    // A typed throughput replaces the benchmark's (unpinned).
    static void setThroughput(Option &option, std::optional<double> value);
    // The Performance panel's edits, each of one field of the estimate: the throughput
    // becomes estimated with exactly these inputs, replacing a typed or peak x MFU figure
    // and unpinning a benchmark (the estimate is worked out, never looked up).
    static void setThroughputEstimate(Option &option, const ThroughputEstimateInput &estimate);
    static Result setPeakTflops(Option &option, std::optional<double> value);
    // Throughput = peak TFLOPS × MFU: needs a peak; empty drops an MFU-derived throughput.
    static Result setMfu(Option &option, std::optional<double> value);
    // Empty drops the migration altogether.
    static void setPortWeeks(Option &option, std::optional<double> value);
    static void setMigrationEngineers(Option &option, std::optional<double> value);
    static void setMigrationHourlyRate(Option &option, std::optional<double> value);
    // Empty is no maintenance.
    static void setMaintenance(Option &option, std::optional<double> value);
    // Who bills the option; empty is AWS. A provider outside AWS drops the option's own
    // private discount, which only AWS spend can have.
    static void setProvider(Option &option, const std::string &provider);
    // Empty takes the scenario's private discount.
    static void setPrivateDiscount(Option &option, std::optional<double> value);

    // Capacity Blocks, refused on any other purchase model, with the scenario reader's
    // rules. Empty length: the cheapest covering; empty instances: what the cluster
    // needs; an empty rate is the catalog's, which needs one.
    static Result setBlockDays(Option &option, std::optional<double> value);
    static Result setBlockInstances(Option &option, std::optional<double> value);
    // Per instance-hour, as purchase.hourly_usd holds it for a block.
    static Result setBlockRate(Option &option, std::optional<double> value, const Context &context);
};

} // namespace acceldecide
