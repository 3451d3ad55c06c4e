#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace acceldecide::db {

// The catalog tables the catalog editor shows, in the order of its tabs.
enum class CatalogTable
{
    PriceObservations,
    InstanceTypes,
    Accelerators,
    AcceleratorSpecs,
    Benchmarks,
    PortingProfiles,
    Models,
    Measurements,
    Sources
};

// How a cell is entered and shown. Type, NOT NULL and foreign keys come from the schema
// itself (catalogcsv::describe, the CSV importer's view of a table); this only adds what
// the schema cannot say: a date, a closed list of values, a range.
enum class CellKind
{
    Text,
    Integer,
    Real,
    Money,     // a Real in US dollars
    Date,      // ISO yyyy-MM-dd
    Choice,    // one of CatalogColumnSpec::choices
    Reference, // the id of a row of another table, shown by that row's label
    // Read-only, derived from the row's source (provenance):
    SourceDate,  // the source's published date
    VendorClaim, // true when the source or the benchmark's provenance is a vendor claim
};

struct CatalogColumnSpec
{
    const char *column; // schema column, or a derived name for SourceDate / VendorClaim
    const char *header; // untranslated; ui/ translates it in the "CatalogEditor" context
    CellKind kind = CellKind::Text;
    QStringList choices;           // Choice
    std::optional<double> minimum; // Integer / Real
    bool minimumExclusive = false; // "> minimum" rather than ">= minimum"
    bool editable = true;
};

struct CatalogTableSpec
{
    CatalogTable id;
    const char *table; // schema table
    const char *title; // untranslated tab title
    std::vector<CatalogColumnSpec> columns;

    bool hasSource() const;
    const CatalogColumnSpec *column(const QString &name) const;

    static const std::vector<CatalogTableSpec> &all();
    static const CatalogTableSpec &of(CatalogTable table);
    // The SQL expression (over the table's own columns, unqualified) that names one of
    // its rows for people: a reference cell shows it, and a reference may be typed as it.
    static QString labelExpression(const QString &table);
};

// Names of the derived (read-only) columns.
inline constexpr char kSourceDateColumn[] = "source_date";
inline constexpr char kVendorClaimColumn[] = "vendor_claim";
// The value of sources.kind and benchmarks.provenance that marks a vendor's own claim.
inline constexpr char kVendorClaimKind[] = "vendor_claim";

} // namespace acceldecide::db
