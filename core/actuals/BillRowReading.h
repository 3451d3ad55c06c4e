#pragma once

#include "core/actuals/BillLine.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide::actuals {

// The two bill exports AccelDecide reads.
enum class BillFormat
{
    Focus, // FinOps FOCUS 1.0 to 1.2, as AWS Data Exports writes it (with its x_ columns)
    Cur2,  // AWS Cost and Usage Report 2.0
};

// Why a line of the bill is not part of the actuals: the import report counts each.
enum class SkipReason
{
    NotCompute,             // another service's line (storage, data transfer, support)
    NotAcceleratedInstance, // an instance type the catalog knows no accelerator of
    OutsideFilter,          // another account, region, family or tag than asked for
    CountedElsewhere,       // a savings plan's negation, or a discount the net cost holds
};

// What a savings plan or reservation covered in a month, of every instance, accelerated
// or not: what its fees and unused part are shared out in proportion to.
struct CommitmentCoverage
{
    std::string month;
    std::string commitmentId;
    double effectiveUsd = 0.0;
};

// What one row of a bill came to.
struct BillRowReading
{
    enum class Kind
    {
        Lines,
        Skipped,
        Rejected,
    };
    Kind kind = Kind::Lines;
    // One line, or two: a commitment's fee and the part of it left unused (CUR 2.0 states
    // both on the fee's row).
    std::vector<BillLine> lines;
    SkipReason skipReason = SkipReason::NotCompute;
    std::string rejection; // names the column and its value
    std::optional<CommitmentCoverage> coverage;

    static BillRowReading skipped(SkipReason reason)
    {
        BillRowReading reading;
        reading.kind = Kind::Skipped;
        reading.skipReason = reason;
        return reading;
    }
    static BillRowReading rejected(std::string why)
    {
        BillRowReading reading;
        reading.kind = Kind::Rejected;
        reading.rejection = std::move(why);
        return reading;
    }
};

std::string_view nameOf(BillFormat format);
std::string_view nameOf(SkipReason reason);

} // namespace acceldecide::actuals
