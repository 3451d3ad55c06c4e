#pragma once

#include "ui/compare/ScenarioComparison.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <optional>
#include <vector>

namespace acceldecide::ui {

// Saved scenarios side by side: one column per scenario, one row per key figure, then
// one row per option label found in any of them (its TCO; empty where a scenario has
// no such option). Every number comes from the scenario's Evaluation; this class only
// formats it.
class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Row
    {
        HorizonRow,
        BaselineRow,
        RecommendedRow,
        BaselineTcoRow,
        RecommendedTcoRow,
        SavingRow,
        SavingPercentRow,
        BreakEvenRow,
        FixedRowCount
    };

    // The unformatted double behind a numeric cell (invalid when there is none).
    static constexpr int RawValueRole = Qt::UserRole;

    explicit ComparisonTableModel(QObject *parent = nullptr);

    void setScenarios(std::vector<ComparedScenario> scenarios);
    const std::vector<ComparedScenario> &scenarios() const { return m_scenarios; }
    // "A", "B", ...: the short tag of column `column`, also used in the chart's legend
    // where full scenario names would not fit.
    static QString tag(int column);
    // Option labels of the per-option rows, in order of first appearance.
    const QStringList &optionLabels() const { return m_optionLabels; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::optional<double> rawValue(const ComparedScenario &scenario, int row) const;
    QString displayText(const ComparedScenario &scenario, int row) const;
    QString toolTip(const ComparedScenario &scenario, int row) const;
    const OptionResult *optionAt(const ComparedScenario &scenario, int row) const;

    std::vector<ComparedScenario> m_scenarios;
    QStringList m_optionLabels;
};

} // namespace acceldecide::ui
