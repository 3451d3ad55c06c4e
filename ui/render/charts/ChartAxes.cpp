#include "ui/render/charts/ChartAxes.h"

#include <QAbstractSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QStringList>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

QValueAxis *ChartAxes::money(const QString &title, int decimals)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    setMoneyDecimals(axis, decimals);
    return axis;
}

QValueAxis *ChartAxes::plain(const QString &title, const QString &format)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(format);
    return axis;
}

void ChartAxes::setMoneyDecimals(QValueAxis *axis, int decimals)
{
    axis->setLabelFormat(QStringLiteral("$%.%1f").arg(decimals));
}

int ChartAxes::moneyDecimals(double largest)
{
    const double magnitude = std::fabs(largest);
    if (magnitude >= 50.0)
        return 0;
    if (magnitude >= 5.0)
        return 1;
    if (magnitude >= 0.5)
        return 2;
    return 3;
}

void ChartAxes::setRange(QValueAxis *axis, double low, double high, bool withZero)
{
    if (withZero) {
        low = std::min(low, 0.0);
        high = std::max(high, 0.0);
    }
    if (!(high > low)) {
        const double pad = std::max(1.0, std::fabs(high) * 0.1);
        low -= pad;
        high += pad;
    }
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(low, high);
    axis->setTickCount(6);
    axis->applyNiceNumbers();
}

void ChartAxes::setSteps(QValueAxis *axis, double low, double high, double anchor, double interval)
{
    axis->setRange(low, high);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(anchor);
    axis->setTickInterval(interval);
    axis->setMinorTickCount(0);
}

void ChartAxes::hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    const auto markers = chart->legend()->markers(series);
    for (QLegendMarker *marker : markers)
        marker->setVisible(false);
}

QString ChartAxes::wrapWords(const QString &text, qsizetype lineLength)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > lineLength) {
            lines << line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QStringLiteral("<br>"));
}

} // namespace acceldecide::ui
