#include "database/connection/CatalogLocation.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

namespace acceldecide::db {

namespace {

DatabaseError badUrl(const QString &field, const QString &message)
{
    return DatabaseError{QStringLiteral("--database"), {}, field, message};
}

QString tr(const char *text)
{
    return QCoreApplication::translate("CatalogLocation", text);
}

const QStringList kSslModes{QStringLiteral("disable"),   QStringLiteral("allow"),
                            QStringLiteral("prefer"),    QStringLiteral("require"),
                            QStringLiteral("verify-ca"), QStringLiteral("verify-full")};

} // namespace

bool CatalogLocation::isServerUrl(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

QString CatalogLocation::withoutPassword(const QString &text)
{
    if (!isServerUrl(text))
        return text;
    QUrl url(text);
    if (!url.isValid())
        return QStringLiteral("postgresql://…");
    url.setPassword(QString());
    return url.toString();
}

DatabaseResult<CatalogLocation> CatalogLocation::parse(const QString &text)
{
    CatalogLocation location;
    if (!isServerUrl(text)) {
        location.path = text;
        return location;
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return badUrl({}, tr("not a valid postgresql:// URL (%1); expected "
                             "postgresql://[user@]host[:port]/dbname[?sslmode=…]")
                              .arg(url.errorString()));
    if (!url.password().isEmpty() || url.userInfo().contains(QLatin1Char(':')))
        return badUrl(QStringLiteral("password"),
                      tr("the URL must not contain a password; libpq takes it from "
                         "PGPASSWORD, ~/.pgpass or a service file"));
    location.kind = Kind::Server;
    location.host = url.host();
    location.port = url.port(5432);
    location.user = url.userName();
    location.database = url.path().mid(1);
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key != QLatin1String("sslmode"))
            return badUrl(key, tr("unknown URL parameter \"%1\"; only sslmode is passed "
                                  "through")
                                   .arg(key));
        location.sslMode = value;
    }
    if (DatabaseStatus checked = location.check(); !checked)
        return checked.error();
    return location;
}

const QStringList &CatalogLocation::sslModes()
{
    return kSslModes;
}

DatabaseStatus CatalogLocation::check() const
{
    if (!isServer())
        return {};
    if (host.trimmed().isEmpty())
        return badUrl(QStringLiteral("host"), tr("no host given; name the server "
                                                 "(db.example.com, 10.0.0.5)"));
    if (port < 1 || port > 65535)
        return badUrl(QStringLiteral("port"), tr("must be 1 to 65535; got %1").arg(port));
    if (database.isEmpty())
        return badUrl(QStringLiteral("dbname"),
                      tr("no database name given; a URL ends in /dbname, the database's name "
                         "on the server"));
    if (database.contains(QLatin1Char('/')))
        return badUrl(QStringLiteral("dbname"),
                      tr("the database's name cannot contain \"/\"; got \"%1\"").arg(database));
    if (!sslMode.isEmpty() && !kSslModes.contains(sslMode))
        return badUrl(QStringLiteral("sslmode"),
                      tr("sslmode must be one of %1; got \"%2\"")
                          .arg(kSslModes.join(QStringLiteral(", ")), sslMode));
    return {};
}

QString CatalogLocation::display() const
{
    if (!isServer())
        return path;
    QString url = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        url += QString::fromUtf8(QUrl::toPercentEncoding(user)) + QLatin1Char('@');
    url += host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    if (port != 5432)
        url += QLatin1Char(':') + QString::number(port);
    url += QLatin1Char('/') + QString::fromUtf8(QUrl::toPercentEncoding(database));
    if (!sslMode.isEmpty())
        url += QStringLiteral("?sslmode=") + sslMode;
    return url;
}

QString CatalogLocation::connectOptions() const
{
    // A server that does not answer should be reported in seconds, not minutes.
    QString options = QStringLiteral("connect_timeout=10;application_name=AccelDecide");
    if (!sslMode.isEmpty())
        options += QStringLiteral(";sslmode=") + sslMode;
    return options;
}

} // namespace acceldecide::db
