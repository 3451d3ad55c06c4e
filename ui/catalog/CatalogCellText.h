#pragma once

#include "database/catalog/CatalogEditor.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include <vector>

namespace acceldecide::ui {

// What a catalog editor cell shows in words: its text, the provenance tooltip, and why
// a price the sources disagree on is or is not the one scenarios use.
class CatalogCellText
{
    // Translated in the table model's context, where these texts always were.
    Q_DECLARE_TR_FUNCTIONS(acceldecide::ui::CatalogTableModel)

public:
    explicit CatalogCellText(const std::vector<db::CatalogColumn> &columns) : m_columns(columns) {}

    QVariant display(const db::CatalogRow &row, int column) const;
    // `standing` is the row's where sources disagree, else nullptr.
    QString toolTip(const db::CatalogRow &row, int column, const db::PriceStanding *standing) const;
    QString standing(const db::PriceStanding &standing) const;
    // Whether the cell is a date the seed data assumed for an undated source.
    bool hasAssumedDate(const db::CatalogRow &row, int column) const;
    // A stored choice in words: purchase models as the rest of the window names them.
    static QString choiceLabel(const QString &stored);

private:
    QString kindText(const QString &kind) const;
    int columnOf(const char *name) const;

    const std::vector<db::CatalogColumn> &m_columns;
};

} // namespace acceldecide::ui
