#pragma once

#include <QCoreApplication>
#include <QString>

namespace acceldecide::db {

// How far a source's prices are trusted where sources disagree on one price
// (sources.standing). The on-demand price a scenario gets is the best-standing one,
// the newest within a standing: a provider's price list (an AWS Price List import)
// states the price it bills; the provider's own pages (its pricing page) come next;
// then independent articles, which quote those at some date; then vendor estimates (a
// party that sells something else, estimating a rival's price), last because they
// have a stake in the comparison. A source nobody classified ranks after all of them.
// A source without a standing of its own takes the one its kind implies (effectiveSql).
class SourceStanding
{
    Q_DECLARE_TR_FUNCTIONS(SourceStanding)

public:
    static constexpr int kNotStated = 4;

    // 0 (price list) to 3 (vendor estimate); kNotStated for NULL or an unknown word.
    static int rank(const QString &standing);
    // An SQL expression for the standing of the sources row aliased `alias`: its own,
    // or where nobody set one (a row written without it: an older export, a script),
    // the one its kind implies (a price list, an independent article; a vendor's claim
    // counts as a vendor estimate; a user's own source stays not stated).
    static QString effectiveSql(const QString &alias);
    // An SQL expression giving rank() of `column` (a sources.standing), for ORDER BY.
    static QString rankSql(const QString &column);
    // "price list", "provider's own page", "independent article", "vendor estimate",
    // "standing not stated".
    static QString words(const QString &standing);
};

} // namespace acceldecide::db
