#pragma once

#include "core/model/Evaluation.h"

#include <QAbstractTableModel>

#include <optional>

namespace acceldecide::ui {

// One row per option of an Evaluation, one column per headline figure. Pure display:
// every number comes from core; this class only formats it.
class OptionResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OptionColumn,
        EffectiveHourlyColumn,
        AllInHourlyColumn, // with held commitments' charges
        TokensPerSecondColumn,
        CostPerRunColumn,
        CostPerMillionTokensColumn,
        OneTimeColumn,
        MonthlyComputeColumn,
        HeldOwedColumn, // a month, beside monthly compute, which leaves it out
        TcoColumn,
        CommitmentOwedColumn, // after the horizon, in full
        CommitmentUsedColumn, // of that, what the work continuing past the horizon uses
        TotalColumn,          // what the recommendation ranks by
        ColumnCount
    };

    // The unformatted double behind a numeric cell (invalid when core gives none), so that
    // sorting and charts never parse display strings.
    static constexpr int RawValueRole = Qt::UserRole;

    explicit OptionResultsModel(QObject *parent = nullptr);

    void setEvaluation(Evaluation evaluation);
    void clear();
    const Evaluation &evaluation() const { return m_evaluation; }
    // Whether a column says anything for this evaluation: the held-commitment columns only
    // where a held commitment is owed, the work after the horizon only where it continues
    // (horizon_treatment work_continues). The view hides the others.
    bool columnApplies(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::optional<double> rawValue(const OptionResult &option, int column) const;
    QString displayText(const OptionResult &option, int column) const;
    QString toolTip(const OptionResult &option) const;

    Evaluation m_evaluation;
};

} // namespace acceldecide::ui
