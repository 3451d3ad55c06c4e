#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace acceldecide::ui {

// A team catalog's password in the system keyring (Secret Service, KWallet, Keychain,
// Credential Manager through QtKeychain), filed under the catalog's URL, which never
// holds the password itself. Only what the user asked to remember is ever stored.
//
// Builds without QtKeychain (ACCELDECIDE_KEYCHAIN=OFF, or the package missing) have no
// keyring: isAvailable() is false, reads find nothing and writes are refused, and the
// connect dialog says why instead of offering "Remember".
class PasswordKeyring
{
    Q_DECLARE_TR_FUNCTIONS(PasswordKeyring)

public:
    static bool isAvailable();
    // Why a build without a keyring cannot remember a password, fit for a tooltip.
    static QString unavailableReason();

    // The remembered password for `url`, if any (the keyring's own errors read as none:
    // libpq's places and the dialog remain).
    static std::optional<QString> read(const QString &url);
    // Stores `password` for `url`; the keyring's refusal as text, never the password.
    static std::optional<QString> store(const QString &url, const QString &password);
    static void forget(const QString &url);
};

} // namespace acceldecide::ui
