#pragma once

#include "ui/render/charts/ChartCallouts.h"
#include "ui/render/charts/CommitmentFocus.h"
#include "ui/render/charts/EvaluationChart.h"

#include <QString>

#include <optional>

class QAbstractSeries;
class QValueAxis;

namespace acceldecide::ui {

// What the three savings-plan charts share: they draw the same option (CommitmentFocus),
// are titled "<kind>: SUBJECT — <option>", plot on one bottom and one left value axis,
// label points with callouts, and show only a sentence saying where to add a commitment
// when no option has one.
class CommitmentChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentChart)

public:
    QString title() const override;
    QString titleFor(const ChartInputs &inputs) const override;
    bool hasContent(const ChartInputs &inputs) const override
    {
        return inputs.valid() && CommitmentFocus::find(inputs).has_value();
    }

    // The option drawn (its index in the scenario), or -1 when none has a commitment.
    int focusIndex() const { return m_focus; }
    const ChartCallouts &callouts() const { return m_callouts; }

protected:
    // `subject` is the title's middle part ("month by month"); the chart takes the axes.
    CommitmentChart(const QString &subject, QValueAxis *horizontal, QValueAxis *vertical);

    // The start of every update(): the focus to draw, or nullopt when the chart keeps what
    // it shows (incomplete inputs) or when no option has a commitment, in which case the
    // series are cleared and only the sentence saying where to add one is left.
    std::optional<CommitmentFocus> beginCommitmentUpdate(const ChartInputs &inputs);
    // Empties every series, for the chart without a commitment (the callouts are emptied
    // with them).
    virtual void clearSeries() = 0;

    // Adds `series` to the chart on both axes.
    void addSeries(QAbstractSeries *series);
    QValueAxis *horizontalAxis() const { return m_horizontal; }
    QValueAxis *verticalAxis() const { return m_vertical; }
    ChartCallouts &editableCallouts() { return m_callouts; }
    // The focused option's colour; the foreground without a focus.
    QColor focusColor() const;
    // The callouts in the palette's colours and label font.
    void styleCallouts();

private:
    QString titleOf(const CommitmentFocus *focus) const;

    QString m_subject;
    QValueAxis *m_horizontal;
    QValueAxis *m_vertical;
    int m_focus = -1;
    ChartCallouts m_callouts;
};

} // namespace acceldecide::ui
