#pragma once

#include "core/model/Evaluation.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include <string>

namespace acceldecide::ui {

// The cells of a criterion scored from the capacity facts: each option's availability
// score from the last evaluation, shown as derived (italic on the tint the profile's
// derived scores have) and never typed over; the tooltip gives the reason and what to check.
class CapacityCells
{
    Q_DECLARE_TR_FUNCTIONS(CapacityCells)

public:
    // `evaluation` may be null (no controller yet); it must outlive this value.
    explicit CapacityCells(const Evaluation *evaluation);

    // Display, edit, font and background; other roles are the model's own.
    QVariant data(const std::string &optionId, int role) const;
    QString toolTip(const std::string &optionId) const;

private:
    const OptionAvailability *availabilityOf(const std::string &optionId) const;

    const Evaluation *m_evaluation = nullptr;
};

} // namespace acceldecide::ui
