#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <optional>

namespace acceldecide::db {

struct CatalogRow;

// One page of a catalog table, read by keyset: the rows after `after` in the requested
// order, never an OFFSET, so the millionth row costs what the first does. The database
// sorts and filters; the caller only appends pages.
struct CatalogPageRequest
{
    // An editor column (CatalogEditor::columns) to order by, or -1 for catalog (id) order.
    // Ties and the keyset fall back to the id; empty cells come last either way.
    int sortColumn = -1;
    bool descending = false;
    // Text that some column must contain, ignoring case (matched as written: no
    // wildcards). Empty shows every row.
    QString filter;
    // Per column: stored values the filter matches through their displayed label (a
    // purchase model shown "On-demand" is stored on_demand); the caller knows the labels.
    QHash<int, QStringList> filterChoices;
    // Whether the filter also matches the derived vendor-claim column (its label).
    bool filterVendorClaims = false;
    // The last row of the previous page; nullptr for the first page.
    const CatalogRow *after = nullptr;
    int limit = 256;
};

} // namespace acceldecide::db
