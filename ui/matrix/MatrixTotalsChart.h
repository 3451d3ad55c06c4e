#pragma once

#include <QBrush>
#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

namespace acceldecide::ui {

// One horizontal bar per option on a fixed 0-100 scale: the decision matrix's weighted
// totals. Painted directly (no QChart): a handful of bars must follow every spin-box step
// and stay readable at any width.
class MatrixTotalsChart : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString name;    // shown left of the bar
        QString toolTip; // the option's full label
        double total = 0.0;
        QColor colour;
        QBrush brush; // the option's chart brush (GPU options are patterned)
        bool winner = false;
    };

    explicit MatrixTotalsChart(QWidget *parent = nullptr);

    void setBars(std::vector<Bar> bars);
    const std::vector<Bar> &bars() const { return m_bars; }
    // Greyed-out bars with a note while the totals are provisional.
    void setProvisional(bool provisional);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int rowHeight() const;
    int barAt(const QPoint &position) const;

    std::vector<Bar> m_bars;
    bool m_provisional = false;
};

} // namespace acceldecide::ui
