#pragma once

#include "database/catalog/RowAudit.h"
#include "database/schema/CatalogTableSpec.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantList>

#include <optional>

namespace acceldecide::db {

// One column of an editable catalog table, as the editor presents it: the spec merged
// with what SQLite says about the column (NOT NULL, referenced table).
struct CatalogColumn
{
    QString name;   // schema column or derived name
    QString header; // untranslated, "CatalogEditor" context
    CellKind kind = CellKind::Text;
    bool editable = false;
    bool required = false;
    QString referencedTable; // Reference
    QStringList choices;     // Choice
    std::optional<double> minimum;
    bool minimumExclusive = false;
};

// Where a row's figures come from.
struct CatalogProvenance
{
    QString sourceTitle;
    QString sourceKind;    // vendor_claim | independent | price_list | user
    QString publishedDate; // empty when the source states none
    QString accessedDate;
    QString sourceStanding; // sources.standing (SourceStanding); empty when not stated
    bool vendorClaim = false;
};

struct CatalogRow
{
    qint64 id = 0;
    bool shipped = false;         // a seed row (seed_key set)
    QVariantList values;          // per column; a reference holds the id, NULL is invalid
    QStringList labels;           // per column; a reference's label, empty for other columns
    CatalogProvenance provenance; // empty for tables without a source
    RowStamp stamp;               // version, who created and last changed it, when
    // In a page (CatalogEditor::page): the value the page was ordered by, as the
    // database compared it, so the next page starts exactly after this row.
    QVariant pageKey;
};

} // namespace acceldecide::db
