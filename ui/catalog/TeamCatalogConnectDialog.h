#pragma once

#include "database/connection/CatalogLocation.h"

#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace acceldecide::ui {

// File → Connect to Team Catalog…: host, port, database, user, sslmode and a password,
// turned into the same postgresql:// URL that --database takes (CatalogLocation builds
// and checks it, so the dialog and the command line cannot disagree).
//
// The URL never holds the password: it goes to the connection only, and to the system
// keyring when "Remember" is ticked. Settings, the recent list and every message see
// the URL alone. A field that is wrong keeps the dialog open with a message naming it.
class TeamCatalogConnectDialog : public QDialog
{
    Q_OBJECT

public:
    // What the user asked for: where, and the password for this connection (empty:
    // libpq's own places, PGPASSWORD or ~/.pgpass).
    struct Request
    {
        QString url;
        QString password;
        bool remember = false;
    };

    // The password remembered for a URL, if any (PasswordKeyring::read).
    using RememberedPassword = std::function<std::optional<QString>(const QString &url)>;

    // What the keyring should do with the request's password once the dialog is accepted.
    enum class KeyringAction
    {
        Keep,   // nothing typed, Remember as found: the remembered one (if any) stays
        Store,  // a typed password with Remember ticked
        Forget, // Remember unticked: a remembered password is forgotten
    };

    // `keyringAvailable`: whether "Remember" can work in this build (PasswordKeyring);
    // `recent`: team catalogs connected to before, newest first, offered for reuse;
    // `remembered`: how to find a password already in the keyring for the fields' URL
    // (none: nothing is looked up).
    TeamCatalogConnectDialog(bool keyringAvailable, const QStringList &recent,
                             QWidget *parent = nullptr, RememberedPassword remembered = {});

    // Asks, and on OK files a typed password in the keyring when "Remember" is ticked
    // (a typed one without it replaces nothing and forgets the old one; none typed keeps
    // the remembered one for the opener to find). std::nullopt when cancelled.
    static std::optional<Request> ask(QWidget *parent);

    // The location the fields describe, or the refusal naming the field ("Port: …").
    Expected<db::CatalogLocation, QString> location() const;
    // The fields' URL; empty while a field is wrong.
    QString url() const;
    QString password() const;
    bool remember() const;
    Request request() const { return {url(), password(), remember()}; }
    // Whether the keyring holds a password for the fields' URL: Remember is then ticked
    // and, with the password field left empty, that password is used.
    bool hasRememberedPassword() const { return m_hasRemembered; }
    KeyringAction keyringAction() const;

    // Fills the fields from a URL (a recent catalog); false when it is not one.
    bool setUrl(const QString &url);
    // The message shown while a field is wrong; empty when none is.
    QString problem() const;

    QLineEdit *hostEdit() const { return m_host; }
    QLineEdit *portEdit() const { return m_port; }
    QLineEdit *databaseEdit() const { return m_database; }
    QLineEdit *userEdit() const { return m_user; }
    QComboBox *sslModeBox() const { return m_sslMode; }
    QLineEdit *passwordEdit() const { return m_password; }
    QCheckBox *rememberBox() const { return m_remember; }
    QComboBox *recentBox() const { return m_recent; }

public Q_SLOTS:
    void accept() override;

private:
    // location(), and the field to fix when it is refused.
    Expected<db::CatalogLocation, QString> locate(QWidget **wrongField) const;
    void showProblem(const QString &text);
    // Looks the fields' URL up in the keyring and ticks Remember when it has a password.
    void refreshRemembered();

    QComboBox *m_recent;
    QLineEdit *m_host;
    QLineEdit *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QComboBox *m_sslMode;
    QLineEdit *m_password;
    QCheckBox *m_remember;
    QLabel *m_problem;
    RememberedPassword m_rememberedPassword;
    QString m_lookedUpUrl;
    bool m_hasRemembered = false;
};

} // namespace acceldecide::ui
