#pragma once

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>

#include <cstddef>
#include <vector>

namespace acceldecide::ui {

// The charts keep their series between updates: adding and removing series is what costs
// time in Qt Charts, replacing their points is cheap. These keep a chart's list of series
// of one kind at the length an update needs.
namespace ChartSeries {

// Makes `series` hold `count` new series when it holds a different number (the chart's
// drawing order is then the list's order again); leaves it alone otherwise. Each new
// series is added to `chart`, then handed to `prepare` (axes, legend).
template <typename T, typename Prepare>
void rebuild(QChart *chart, std::vector<T *> &series, std::size_t count, Prepare prepare)
{
    if (series.size() == count)
        return;
    for (T *old : series) {
        chart->removeSeries(old);
        delete old;
    }
    series.clear();
    for (std::size_t i = 0; i < count; ++i) {
        auto *added = new T;
        chart->addSeries(added);
        prepare(added);
        series.push_back(added);
    }
}

// The next unused series of `pool` (`used` counts them), added to `chart` and handed to
// `prepare` when the pool has none left.
template <typename T, typename Prepare>
T *take(QChart *chart, std::vector<T *> &pool, std::size_t &used, Prepare prepare)
{
    if (used == pool.size()) {
        auto *added = new T;
        chart->addSeries(added);
        prepare(added);
        pool.push_back(added);
    }
    return pool[used++];
}

// Removes and deletes the series of `pool` past the first `used`.
template <typename T> void trim(QChart *chart, std::vector<T *> &pool, std::size_t used)
{
    while (pool.size() > used) {
        chart->removeSeries(pool.back());
        delete pool.back();
        pool.pop_back();
    }
}

// Empties `series` (deleting every set it holds, `sets` or not) and fills it with `count`
// new unnamed sets of `length` zeros, which `sets` then lists: a bar chart replaces its
// sets' values in place and only needs new sets when the number of options changes.
inline void resetSets(QAbstractBarSeries *series, std::vector<QBarSet *> &sets, std::size_t count,
                      qsizetype length)
{
    series->clear();
    sets.clear();
    const QList<qreal> zeros(length, 0.0);
    for (std::size_t i = 0; i < count; ++i) {
        auto *set = new QBarSet(QString());
        set->append(zeros);
        series->append(set);
        sets.push_back(set);
    }
}

} // namespace ChartSeries

} // namespace acceldecide::ui
