#include "ui/catalog/TeamCatalogConnectDialog.h"

#include "ui/catalog/PasswordKeyring.h"
#include "ui/settings/ApplicationSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

constexpr int kDefaultPort = 5432;

} // namespace

TeamCatalogConnectDialog::TeamCatalogConnectDialog(bool keyringAvailable, const QStringList &recent,
                                                   QWidget *parent, RememberedPassword remembered)
    : QDialog(parent), m_recent(new QComboBox(this)), m_host(new QLineEdit(this)),
      m_port(new QLineEdit(this)), m_database(new QLineEdit(this)), m_user(new QLineEdit(this)),
      m_sslMode(new QComboBox(this)), m_password(new QLineEdit(this)),
      m_remember(new QCheckBox(tr("&Remember the password in the system keyring"), this)),
      m_problem(new QLabel(this)),
      m_rememberedPassword(keyringAvailable ? std::move(remembered) : RememberedPassword())
{
    setWindowTitle(tr("Connect to Team Catalog"));

    auto *form = new QFormLayout;
    for (const QString &url : recent) {
        if (db::CatalogLocation::isServerUrl(url))
            m_recent->addItem(url);
    }
    m_recent->setAccessibleName(tr("Recent team catalogs"));
    m_recent->setToolTip(tr("Team catalogs connected to before (their URLs only; a password "
                            "is never kept there)"));
    form->addRow(tr("R&ecent:"), m_recent);
    m_recent->setVisible(m_recent->count() > 0);
    form->labelForField(m_recent)->setVisible(m_recent->count() > 0);

    m_host->setPlaceholderText(tr("db.example.com"));
    m_port->setPlaceholderText(QString::number(kDefaultPort));
    m_port->setText(QString::number(kDefaultPort));
    m_database->setPlaceholderText(tr("team_catalog"));
    m_user->setPlaceholderText(tr("your login name"));
    m_user->setToolTip(tr("Empty: libpq's default (PGUSER, else your login name)"));
    m_sslMode->addItem(tr("(libpq's default)"), QString());
    for (const QString &mode : db::CatalogLocation::sslModes())
        m_sslMode->addItem(mode, mode);
    m_sslMode->setToolTip(tr("Passed to libpq as it is: require refuses a server without "
                             "TLS, verify-full also checks its certificate and name"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setToolTip(tr("Used for this connection only, unless Remember is ticked. "
                              "Empty: libpq reads PGPASSWORD or ~/.pgpass."));
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&SSL mode:"), m_sslMode);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_remember);
    m_remember->setEnabled(keyringAvailable);
    m_remember->setToolTip(keyringAvailable
                               ? tr("Keeps the password in the system keyring, filed under the "
                                    "catalog's URL; never in AccelDecide's settings")
                               : PasswordKeyring::unavailableReason());

    m_problem->setWordWrap(true);
    m_problem->setAccessibleName(tr("Problem"));
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &TeamCatalogConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_recent, &QComboBox::currentTextChanged, this,
            [this](const QString &url) { setUrl(url); });
    // Looked up when a field is left rather than on every keystroke: a keyring read can
    // be a round trip to another process.
    for (QLineEdit *edit : {m_host, m_port, m_database, m_user})
        connect(edit, &QLineEdit::editingFinished, this,
                &TeamCatalogConnectDialog::refreshRemembered);
    connect(m_sslMode, &QComboBox::currentIndexChanged, this,
            &TeamCatalogConnectDialog::refreshRemembered);
    if (m_recent->count() > 0)
        setUrl(m_recent->itemText(0));
}

std::optional<TeamCatalogConnectDialog::Request> TeamCatalogConnectDialog::ask(QWidget *parent)
{
    TeamCatalogConnectDialog dialog(PasswordKeyring::isAvailable(),
                                    ApplicationSettings::recentCatalogs().get(), parent,
                                    &PasswordKeyring::read);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const Request request = dialog.request();
    switch (dialog.keyringAction()) {
    case KeyringAction::Keep:
        break; // the remembered password (or libpq's) is used as it is
    case KeyringAction::Forget:
        PasswordKeyring::forget(request.url);
        break;
    case KeyringAction::Store:
        if (const std::optional<QString> refused =
                PasswordKeyring::store(request.url, request.password))
            QMessageBox::warning(parent, tr("Password not remembered"), *refused);
        break;
    }
    return request;
}

TeamCatalogConnectDialog::KeyringAction TeamCatalogConnectDialog::keyringAction() const
{
    if (!remember()) {
        // A typed password not to be remembered replaces the old one for good; unticking
        // a remembered one's box is asking to forget it.
        return !password().isEmpty() || m_hasRemembered ? KeyringAction::Forget
                                                        : KeyringAction::Keep;
    }
    return password().isEmpty() ? KeyringAction::Keep : KeyringAction::Store;
}

void TeamCatalogConnectDialog::refreshRemembered()
{
    if (!m_rememberedPassword)
        return;
    const QString current = url();
    if (current == m_lookedUpUrl)
        return;
    m_lookedUpUrl = current;
    const bool had = m_hasRemembered;
    m_hasRemembered = !current.isEmpty() && m_rememberedPassword(current).has_value();
    if (m_hasRemembered) {
        m_remember->setChecked(true);
        m_password->setPlaceholderText(tr("Remembered in the system keyring"));
    } else {
        m_password->setPlaceholderText(QString());
        if (had)
            m_remember->setChecked(false); // ticked for the other catalog's password
    }
}

Expected<db::CatalogLocation, QString> TeamCatalogConnectDialog::location() const
{
    return locate(nullptr);
}

Expected<db::CatalogLocation, QString> TeamCatalogConnectDialog::locate(QWidget **wrongField) const
{
    const auto wrong = [wrongField](QWidget *field) {
        if (wrongField)
            *wrongField = field;
    };
    db::CatalogLocation location;
    location.kind = db::CatalogLocation::Kind::Server;
    location.host = m_host->text().trimmed();
    const QString portText = m_port->text().trimmed();
    bool number = true;
    location.port = portText.isEmpty() ? kDefaultPort : portText.toInt(&number);
    if (!number) {
        wrong(m_port);
        return Unexpected{tr("Port: must be a number from 1 to 65535; got \"%1\"").arg(portText)};
    }
    location.database = m_database->text().trimmed();
    location.user = m_user->text().trimmed();
    location.sslMode = m_sslMode->currentData().toString();
    if (const db::DatabaseStatus checked = location.check(); !checked) {
        const QString &field = checked.error().field;
        const std::pair<const char *, std::pair<QString, QWidget *>> fields[] = {
            {"host", {tr("Host"), m_host}},
            {"port", {tr("Port"), m_port}},
            {"dbname", {tr("Database"), m_database}},
            {"sslmode", {tr("SSL mode"), m_sslMode}},
        };
        QString label = field;
        for (const auto &[name, shown] : fields) {
            if (field == QLatin1String(name)) {
                label = shown.first;
                wrong(shown.second);
            }
        }
        return Unexpected{tr("%1: %2").arg(label, checked.error().message)};
    }
    return location;
}

QString TeamCatalogConnectDialog::url() const
{
    const auto where = location();
    return where ? where->display() : QString();
}

QString TeamCatalogConnectDialog::password() const
{
    return m_password->text();
}

bool TeamCatalogConnectDialog::remember() const
{
    return m_remember->isEnabled() && m_remember->isChecked();
}

bool TeamCatalogConnectDialog::setUrl(const QString &url)
{
    const auto parsed = db::CatalogLocation::parse(url);
    if (!parsed || !parsed->isServer())
        return false;
    m_host->setText(parsed->host);
    m_port->setText(QString::number(parsed->port));
    m_database->setText(parsed->database);
    m_user->setText(parsed->user);
    m_sslMode->setCurrentIndex(std::max(0, m_sslMode->findData(parsed->sslMode)));
    // A password typed for another catalog is not this one's.
    m_password->clear();
    refreshRemembered();
    return true;
}

QString TeamCatalogConnectDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void TeamCatalogConnectDialog::accept()
{
    QWidget *wrongField = nullptr;
    const auto where = locate(&wrongField);
    if (!where) {
        showProblem(where.error());
        if (wrongField)
            wrongField->setFocus();
        return;
    }
    showProblem({});
    QDialog::accept();
}

void TeamCatalogConnectDialog::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

} // namespace acceldecide::ui
