// fuzz_cur2_bill: an AWS Cost and Usage Report 2.0 export read by Cur2RowReader and summed
// by BillAggregator, from arbitrary bytes read as a CSV whose first row is the header.
// The invariants are FuzzBill.h's.

#include "FuzzBill.h"
#include "core/actuals/Cur2RowReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return acceldecide::fuzz::fuzzBill<acceldecide::actuals::Cur2RowReader>(data, size);
}
