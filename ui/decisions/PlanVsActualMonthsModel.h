#pragma once

#include "core/actuals/PlanVsActual.h"

#include <QAbstractTableModel>

#include <map>
#include <optional>
#include <vector>

namespace acceldecide::ui {

// A decision held to its bill, month by month: the plan against the bill as core compared
// them (PlanVsActual), and the tokens processed, the one column a person types. A typed
// count is not applied here: the model says what was typed (tokensTyped) and the dialog
// makes it an undoable edit, after which core prices a million tokens again.
class PlanVsActualMonthsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MonthColumn,
        PlannedColumn,
        BilledColumn,
        PlannedHoursColumn,
        RunHoursColumn,
        RateColumn,
        CoverageColumn,
        UtilisationColumn,
        StrandedColumn,
        CreditsColumn,
        TokensColumn,
        PerMillionTokensColumn,
        ColumnCount
    };
    // The figure a cell shows, unrounded (a double); invalid where there is none.
    static constexpr int ValueRole = Qt::UserRole;
    // The row's calendar month, actuals::monthIndex().
    static constexpr int MonthIndexRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    // `tokens` (monthIndex -> tokens processed) is what the team typed or loaded.
    void setComparison(const actuals::PlanVsActual &comparison,
                       const std::map<int, double> &tokens);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // The tokens column only: a count as typed (actuals::parseTokenCount), or nothing to
    // clear the month. Refused text changes nothing and is said by tokensRefused.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void tokensTyped(int monthIndex, std::optional<double> tokens);
    void tokensRefused(const QString &month, const QString &text);

private:
    QVariant value(const actuals::MonthComparison &month, int column) const;
    QString text(const actuals::MonthComparison &month, int column) const;
    std::optional<double> tokensOf(int row) const;

    std::vector<actuals::MonthComparison> m_months;
    std::vector<int> m_monthIndex;
    std::map<int, double> m_tokens;
};

} // namespace acceldecide::ui
