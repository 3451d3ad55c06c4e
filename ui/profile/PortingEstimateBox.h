#pragma once

#include "core/model/ProfileResult.h"

#include <QGroupBox>
#include <QString>
#include <QStringList>

#include <optional>

class QLabel;
class QPushButton;

namespace acceldecide::ui {

class ScenarioDocument;

// The porting estimate the workload profile's architecture (and team) selects: each
// seed's row with its source, the union range and its midpoint, the "may be infeasible"
// warning, and a button that writes the midpoint into every Neuron option's porting weeks
// and the range into its uncertainty (PortingEstimator::applyTo, one undo step).
class PortingEstimateBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit PortingEstimateBox(ScenarioDocument *document, QWidget *parent = nullptr);

    void setEstimate(const std::optional<PortingEstimate> &estimate);

    // Applies the estimate; returns PortingEstimator's notes (also shown under the button),
    // or nothing when there is no estimate or the edit was refused.
    QStringList applyEstimate();

    QPushButton *applyButton() const { return m_apply; }
    QString rowsText() const;
    QString rangeText() const;
    QString warningText() const;
    QString statusText() const;

Q_SIGNALS:
    void message(const QString &text);

private:
    ScenarioDocument *m_document;
    std::optional<PortingEstimate> m_estimate;
    QLabel *m_rows;
    QLabel *m_range;
    QLabel *m_warning;
    QPushButton *m_apply;
    QLabel *m_status;
};

} // namespace acceldecide::ui
