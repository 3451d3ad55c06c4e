#pragma once

#include <QString>

class QAbstractSeries;
class QChart;
class QValueAxis;

namespace acceldecide::ui {

// Axis and legend plumbing the charts share.
class ChartAxes
{
public:
    // A value axis labelled in whole dollars with thousands separators ("$1,250,000";
    // the chart localises numbers in en_US), or cents for small unit prices.
    static QValueAxis *money(const QString &title, int decimals = 0);
    static QValueAxis *plain(const QString &title, const QString &format);
    // Sets [low, high] widened to nice numbers, always including 0 when `withZero`.
    static void setRange(QValueAxis *axis, double low, double high, bool withZero = true);
    // Sets exactly [low, high] with a tick at every `interval` counted from `anchor` and no
    // minor ticks: for axes whose steps mean something (months, 10 % of utilization).
    static void setSteps(QValueAxis *axis, double low, double high, double anchor, double interval);
    // Decimals that keep small money values (cents per million tokens) readable.
    static int moneyDecimals(double largest);
    static void setMoneyDecimals(QValueAxis *axis, int decimals);
    // Removes `series`' entries from the legend (markers, helper lines).
    static void hideFromLegend(QChart *chart, QAbstractSeries *series);
    // `text` broken between words into lines of about `lineLength` characters, joined
    // with <br> (axis labels are rich text): a long label reads whole instead of being
    // cut short with an ellipsis where the axis has little room.
    static QString wrapWords(const QString &text, qsizetype lineLength);
};

} // namespace acceldecide::ui
