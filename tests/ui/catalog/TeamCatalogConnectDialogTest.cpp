#include "ui/catalog/TeamCatalogConnectDialog.h"

#include "ui/catalog/CatalogOpener.h"
#include "ui/settings/ApplicationSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSettings>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;
using Choice = CatalogOpener::Choice;

namespace {

const QString kSecret = QStringLiteral("pa$$w0rd-that-must-stay-secret");

void fill(TeamCatalogConnectDialog &dialog, const QString &host, const QString &port,
          const QString &database, const QString &user, const QString &sslMode)
{
    dialog.hostEdit()->setText(host);
    dialog.portEdit()->setText(port);
    dialog.databaseEdit()->setText(database);
    dialog.userEdit()->setText(user);
    dialog.sslModeBox()->setCurrentIndex(dialog.sslModeBox()->findData(sslMode));
    dialog.passwordEdit()->setText(kSecret);
}

// Every value the application's settings hold, as one text to search.
QString allSettings()
{
    QSettings settings;
    QString text;
    for (const QString &key : settings.allKeys())
        text += key + QLatin1Char('=') + settings.value(key).toStringList().join(QLatin1Char(',')) +
                settings.value(key).toString() + QLatin1Char('\n');
    QFile file(settings.fileName());
    if (file.open(QIODevice::ReadOnly))
        text += QString::fromUtf8(file.readAll());
    return text;
}

// A port on 127.0.0.1 where nothing listens (tcpmux's, never served here).
constexpr int kClosedPort = 1;

TEST(TeamCatalogConnectDialog, FieldsBuildTheUrlTheCommandLineTakes)
{
    TeamCatalogConnectDialog dialog(true, {});
    fill(dialog, QStringLiteral("db.example.com"), QStringLiteral("6543"),
         QStringLiteral("team_catalog"), QStringLiteral("alice"), QStringLiteral("verify-full"));
    EXPECT_EQ(
        dialog.url(),
        QStringLiteral("postgresql://alice@db.example.com:6543/team_catalog?sslmode=verify-full"));
    EXPECT_EQ(dialog.password(), kSecret);
    EXPECT_EQ(dialog.passwordEdit()->echoMode(), QLineEdit::Password);

    // The URL reads back into the same fields, as --database reads it.
    const auto parsed = db::CatalogLocation::parse(dialog.url());
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed->host, QStringLiteral("db.example.com"));
    EXPECT_EQ(parsed->port, 6543);
    EXPECT_EQ(parsed->user, QStringLiteral("alice"));
    EXPECT_EQ(parsed->database, QStringLiteral("team_catalog"));
    EXPECT_EQ(parsed->sslMode, QStringLiteral("verify-full"));

    // The defaults: port 5432 and libpq's own sslmode and user are left out of the URL.
    fill(dialog, QStringLiteral("10.0.0.5"), QString(), QStringLiteral("c"), QString(), QString());
    EXPECT_EQ(dialog.url(), QStringLiteral("postgresql://10.0.0.5/c"));
    EXPECT_FALSE(dialog.url().contains(kSecret));
}

TEST(TeamCatalogConnectDialog, OffersEverySslModeLibpqKnows)
{
    TeamCatalogConnectDialog dialog(true, {});
    QStringList modes;
    for (int i = 0; i < dialog.sslModeBox()->count(); ++i)
        modes << dialog.sslModeBox()->itemData(i).toString();
    EXPECT_EQ(modes, (QStringList{QString(), QStringLiteral("disable"), QStringLiteral("allow"),
                                  QStringLiteral("prefer"), QStringLiteral("require"),
                                  QStringLiteral("verify-ca"), QStringLiteral("verify-full")}));
}

TEST(TeamCatalogConnectDialog, AWrongFieldKeepsTheDialogOpenNamingIt)
{
    struct Case
    {
        const char *host;
        const char *port;
        const char *database;
        const char *expected;
    };
    const Case cases[] = {
        {"", "5432", "c", "Host:"},
        {"   ", "5432", "c", "Host:"},
        {"db", "0", "c", "Port: must be 1 to 65535; got 0"},
        {"db", "65536", "c", "Port: must be 1 to 65535; got 65536"},
        {"db", "-1", "c", "Port: must be 1 to 65535; got -1"},
        {"db", "54x", "c", "Port: must be a number from 1 to 65535; got \"54x\""},
        {"db", "5432", "", "Database:"},
        {"db", "5432", "a/b", "Database:"},
    };
    for (const Case &c : cases) {
        TeamCatalogConnectDialog dialog(true, {});
        fill(dialog, QString::fromUtf8(c.host), QString::fromUtf8(c.port),
             QString::fromUtf8(c.database), QString(), QString());
        dialog.accept();
        EXPECT_NE(dialog.result(), QDialog::Accepted) << c.expected;
        EXPECT_TRUE(dialog.problem().startsWith(QString::fromUtf8(c.expected)))
            << dialog.problem().toStdString();
        EXPECT_FALSE(dialog.problem().contains(kSecret));
        EXPECT_TRUE(dialog.url().isEmpty());
    }
    // The edges of the port range are fine.
    for (const char *port : {"1", "65535"}) {
        TeamCatalogConnectDialog dialog(true, {});
        fill(dialog, QStringLiteral("db"), QString::fromUtf8(port), QStringLiteral("c"), QString(),
             QString());
        dialog.accept();
        EXPECT_EQ(dialog.result(), QDialog::Accepted) << port;
        EXPECT_TRUE(dialog.problem().isEmpty());
    }
}

TEST(TeamCatalogConnectDialog, RememberIsDisabledSayingWhyWithoutAKeyring)
{
    TeamCatalogConnectDialog without(false, {});
    without.rememberBox()->setChecked(true);
    EXPECT_FALSE(without.rememberBox()->isEnabled());
    EXPECT_FALSE(without.remember());
    EXPECT_TRUE(without.rememberBox()->toolTip().contains(QStringLiteral("keyring")))
        << without.rememberBox()->toolTip().toStdString();

    TeamCatalogConnectDialog with(true, {});
    EXPECT_TRUE(with.rememberBox()->isEnabled());
    with.rememberBox()->setChecked(true);
    EXPECT_TRUE(with.remember());
}

TEST(TeamCatalogConnectDialog, RecentCatalogsFillTheFieldsButNeverThePassword)
{
    const QStringList recent{QStringLiteral("postgresql://bob@db2:6000/team?sslmode=require"),
                             QStringLiteral("/home/bob/catalog.sqlite"),
                             QStringLiteral("postgresql://db3/other")};
    TeamCatalogConnectDialog dialog(true, recent);
    EXPECT_EQ(dialog.recentBox()->count(), 2) << "only server catalogs are offered";
    EXPECT_EQ(dialog.hostEdit()->text(), QStringLiteral("db2"));
    EXPECT_EQ(dialog.portEdit()->text(), QStringLiteral("6000"));
    EXPECT_EQ(dialog.userEdit()->text(), QStringLiteral("bob"));
    EXPECT_EQ(dialog.url(), recent[0]);
    dialog.passwordEdit()->setText(kSecret);
    dialog.recentBox()->setCurrentIndex(1);
    EXPECT_EQ(dialog.url(), QStringLiteral("postgresql://db3/other"));
    EXPECT_TRUE(dialog.password().isEmpty()) << "a password typed for one server is not another's";
}

// Connecting with a typed password to a server that is not there: the problem names the
// host, port and reason, offers the ways out, and neither it nor the settings nor the
// recent list ever hold the password.
TEST(TeamCatalogConnectDialog, ThePasswordReachesNoSettingsRecentListOrMessage)
{
    ApplicationSettings::recentCatalogs().reset();
    TeamCatalogConnectDialog dialog(true, {});
    const int port = kClosedPort;
    fill(dialog, QStringLiteral("127.0.0.1"), QString::number(port), QStringLiteral("team"),
         QStringLiteral("alice"), QStringLiteral("disable"));
    dialog.rememberBox()->setChecked(true);
    dialog.accept();
    ASSERT_EQ(dialog.result(), QDialog::Accepted);
    const TeamCatalogConnectDialog::Request request = dialog.request();
    EXPECT_FALSE(request.url.contains(kSecret));

    CatalogOpener opener(nullptr);
    QStringList problems;
    QList<QList<Choice>> offered;
    opener.setAsk([&](const QString &problem, const QList<Choice> &choices) {
        problems << problem;
        offered << choices;
        return Choice::ContinueWithout;
    });
    opener.setLookUpPassword([](const QString &) { return std::optional<QString>(); });
    const CatalogOpener::Opened opened = opener.open(request.url, request.password);
    EXPECT_EQ(opened.catalog, nullptr);
    ASSERT_EQ(problems.size(), 1);
    EXPECT_TRUE(problems[0].contains(QStringLiteral("127.0.0.1 port %1").arg(port)))
        << problems[0].toStdString();
    EXPECT_FALSE(problems[0].contains(kSecret));
    EXPECT_EQ(offered[0], (QList<Choice>{Choice::TryAgain, Choice::OpenLocalCatalog,
                                         Choice::ChooseAnotherServer, Choice::ContinueWithout}));

    ApplicationSettings::addRecentCatalog(request.url);
    EXPECT_EQ(ApplicationSettings::recentCatalogs().get().first(), request.url);
    EXPECT_FALSE(allSettings().contains(kSecret));
    EXPECT_TRUE(allSettings().contains(QStringLiteral("127.0.0.1")));
    ApplicationSettings::recentCatalogs().reset();
}

} // namespace

// A catalog whose password the keyring already holds: Remember comes ticked, the field
// stays empty (the remembered password is used, never shown), and unticking forgets it.
TEST(TeamCatalogConnectDialog, RememberIsTickedWhenTheKeyringHoldsThatCatalogsPassword)
{
    const QString stored = QStringLiteral("postgresql://alice@db1/team");
    const QString other = QStringLiteral("postgresql://db3/other");
    QStringList lookedUp;
    const auto keyring = [&](const QString &url) -> std::optional<QString> {
        lookedUp << url;
        return url == stored ? std::optional<QString>(kSecret) : std::nullopt;
    };
    TeamCatalogConnectDialog dialog(true, {stored, other}, nullptr, keyring);
    EXPECT_EQ(lookedUp, QStringList{stored});
    EXPECT_TRUE(dialog.hasRememberedPassword());
    EXPECT_TRUE(dialog.rememberBox()->isChecked());
    EXPECT_TRUE(dialog.passwordEdit()->text().isEmpty()) << "never shown, not even masked";
    EXPECT_FALSE(dialog.passwordEdit()->placeholderText().isEmpty());
    EXPECT_EQ(dialog.keyringAction(), TeamCatalogConnectDialog::KeyringAction::Keep);
    EXPECT_TRUE(dialog.request().remember);
    EXPECT_TRUE(dialog.request().password.isEmpty());

    // Another catalog has nothing remembered: the box ticked for the first goes off.
    dialog.recentBox()->setCurrentIndex(1);
    EXPECT_FALSE(dialog.hasRememberedPassword());
    EXPECT_FALSE(dialog.rememberBox()->isChecked());
    EXPECT_TRUE(dialog.passwordEdit()->placeholderText().isEmpty());
    EXPECT_EQ(dialog.keyringAction(), TeamCatalogConnectDialog::KeyringAction::Keep);

    // Typed field by field: looked up when a field is left.
    dialog.hostEdit()->setText(QStringLiteral("db1"));
    dialog.databaseEdit()->setText(QStringLiteral("team"));
    dialog.userEdit()->setText(QStringLiteral("alice"));
    dialog.sslModeBox()->setCurrentIndex(0);
    Q_EMIT dialog.userEdit()->editingFinished();
    EXPECT_EQ(dialog.url(), stored);
    EXPECT_TRUE(dialog.rememberBox()->isChecked());

    dialog.rememberBox()->setChecked(false);
    EXPECT_EQ(dialog.keyringAction(), TeamCatalogConnectDialog::KeyringAction::Forget);
    dialog.rememberBox()->setChecked(true);
    dialog.passwordEdit()->setText(QStringLiteral("a new one"));
    EXPECT_EQ(dialog.keyringAction(), TeamCatalogConnectDialog::KeyringAction::Store);
}

TEST(TeamCatalogConnectDialog, NoKeyringIsLookedUpInABuildWithoutOne)
{
    bool asked = false;
    TeamCatalogConnectDialog dialog(false, {QStringLiteral("postgresql://db1/team")}, nullptr,
                                    [&](const QString &) {
                                        asked = true;
                                        return std::optional<QString>(kSecret);
                                    });
    EXPECT_FALSE(asked);
    EXPECT_FALSE(dialog.hasRememberedPassword());
    EXPECT_FALSE(dialog.remember());
    EXPECT_EQ(dialog.keyringAction(), TeamCatalogConnectDialog::KeyringAction::Keep);
}
