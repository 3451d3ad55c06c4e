#include "ui/options/OptionColumns.h"

#include <array>
#include <cstddef>

namespace acceldecide::ui {

namespace {

const std::array<const char *, OptionColumns::ColumnCount> kFieldPaths = {
    "options[].label",
    "options[].stack",
    "options[].instance_type",
    "options[].accelerators_per_instance",
    "options[].instance_hourly_usd",
    "options[].purchase.model",
    "options[].purchase.discount_percent",
    "options[].purchase.hourly_usd",
    "options[].purchase.block_days",
    "options[].purchase.block_instances",
    "options[].purchase.hourly_usd",
    "options[].throughput.tokens_per_sec_per_accelerator",
    "options[].peak_tflops",
    "options[].throughput.mfu_percent",
    "options[].migration.weeks",
    "options[].migration.engineers",
    "options[].migration.hourly_rate_usd",
    "options[].maintenance_usd_per_month",
    "options[].provider",
    "options[].private_discount_percent",
};

} // namespace

const char *OptionColumns::fieldPath(int column)
{
    return column >= 0 && column < ColumnCount ? kFieldPaths[std::size_t(column)] : "";
}

} // namespace acceldecide::ui
