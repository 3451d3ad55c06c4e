#pragma once

// Price observations beyond the seeds for the paging tests: five instance types, two
// regions, on-demand and 1-year reservations (whose term is empty for on-demand), many
// equal prices (ties across page boundaries) and one observation a day.

#include <QDate>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace acceldecide::db::test {

// Empty on success, else the database's message.
inline QString insertGeneratedPrices(QSqlDatabase &database, int count)
{
    if (!database.transaction())
        return database.lastError().text();
    QSqlQuery insert(database);
    if (!insert.prepare(QStringLiteral(
            "INSERT INTO price_observations (instance_type_id, region, purchase_model, "
            "term_months, hourly_usd, observed_date, source_id) VALUES ((SELECT MIN(id) + ? "
            "FROM instance_types), ?, ?, ?, ?, ?, (SELECT MIN(id) + ? FROM sources))")))
        return insert.lastError().text();
    for (int i = 0; i < count; ++i) {
        insert.addBindValue(i % 5);
        insert.addBindValue(i % 3 == 0 ? QStringLiteral("eu-west-1") : QStringLiteral("us-east-2"));
        insert.addBindValue(i % 2 == 0 ? QStringLiteral("on_demand")
                                       : QStringLiteral("reserved_1y"));
        insert.addBindValue(i % 2 == 0 ? QVariant() : QVariant(12 * (1 + i % 3)));
        insert.addBindValue(1.0 + double(i % 37) / 4.0);
        insert.addBindValue(QDate(2020, 1, 1).addDays(i).toString(Qt::ISODate));
        // Two sources, so that some on-demand prices disagree.
        insert.addBindValue(i % 7 == 0 ? 1 : 0);
        if (!insert.exec())
            return insert.lastError().text();
    }
    return database.commit() ? QString() : database.lastError().text();
}

} // namespace acceldecide::db::test
