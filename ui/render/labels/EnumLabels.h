#pragma once

#include "core/model/Scenario.h"

#include <QString>

namespace acceldecide::ui {

// The names the GUI shows for core's enumerations: core's English label, translated, so
// that the report, the options table and the charts always call a thing the same.
namespace EnumLabels {

// "Savings plan 1 y", "Spot", ... (translation context "PurchaseModel").
QString purchaseModel(PurchaseModel model);

} // namespace EnumLabels

} // namespace acceldecide::ui
