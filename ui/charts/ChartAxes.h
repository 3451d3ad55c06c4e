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
    // Decimals that keep small money values (cents per million tokens) readable.
    static int moneyDecimals(double largest);
    static void setMoneyDecimals(QValueAxis *axis, int decimals);
    // Removes `series`' entries from the legend (markers, helper lines).
    static void hideFromLegend(QChart *chart, QAbstractSeries *series);
};

} // namespace acceldecide::ui
