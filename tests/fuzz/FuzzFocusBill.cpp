// fuzz_focus_bill: a FOCUS export (FOCUS 1.0 to 1.2 as AWS Data Exports writes it) read
// by FocusRowReader and summed by BillAggregator, from arbitrary bytes read as a CSV whose
// first row is the header. The invariants are FuzzBill.h's.

#include "FuzzBill.h"
#include "core/actuals/FocusRowReader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return acceldecide::fuzz::fuzzBill<acceldecide::actuals::FocusRowReader>(data, size);
}
