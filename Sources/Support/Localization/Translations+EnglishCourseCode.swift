extension Translations {
    static let englishCourseCode: [String: String] = [
        // CompileTriage.swift
        "usa %@, solo en plataformas Apple": "uses %@, only on Apple platforms",
        "que no compila": "which does not compile",
        "que se deja fuera": "which is left out",
        "usa %@, de %@, %@": "uses %@, from %@, %@",
        "el paquete no compila: %@": "the package does not compile: %@",
        "usa %@, que ninguna lección declara": "uses %@, which no lesson declares",
        "usa %@, de %@, que queda fuera del paquete": "uses %@, from %@, which is left out of the package",
        "no compila": "does not compile",
        "no compila: %@": "does not compile: %@",
        "el test detuvo la ejecución": "the test stopped the run",
        "falló": "failed",
        "no se ejecutó: swift test terminó sin dar su resultado": "did not run: swift test ended without giving its result",
        "el archivo queda fuera del paquete": "the file is left out of the package",
        "quedan fuera del paquete este archivo y %@": "this file and %@ are left out of the package",
        "usa %@, que ninguna lección declara (¿está en una lección que falta?): %@": "uses %@, which no lesson declares (is it in a missing lesson?): %@",
        // LinuxPortability.swift
        "hace de %@ una vista de SwiftUI": "makes %@ a SwiftUI view",
        "declara la vista de SwiftUI %@": "declares the SwiftUI view %@",
        "declara la app %@": "declares the app %@",
        "declara una PreviewProvider": "declares a PreviewProvider",
        "usa %@, de SwiftUI": "uses %@, from SwiftUI",
        // CodePackageFolder.swift
        "la carpeta %@ ya tiene archivos y no la creó --check-code, que borra lo que no escribe en ella; indica una carpeta vacía o nueva con --check-code-folder": "the folder %@ already has files and was not created by --check-code, which deletes whatever it does not write there; choose an empty or new folder with --check-code-folder",
        "no se pudo escribir el paquete en %@: %@": "could not write the package to %@: %@",
        // BubblewrapSandbox.swift
        "bubblewrap no está instalado (en Debian o Ubuntu: apt-get install bubblewrap)": "bubblewrap is not installed (on Debian or Ubuntu: apt-get install bubblewrap)",
        "bubblewrap no puede aislar procesos en esta máquina (%@)": "bubblewrap cannot confine processes on this machine (%@)",
        "el aislamiento con bubblewrap solo existe en Linux": "confinement with bubblewrap exists only on Linux",
        // SwiftPMToolchain.swift
        "swift --version falló: %@": "swift --version failed: %@",
        "no se pudo crear la carpeta temporal de %@ en %@: %@": "could not create the temporary folder for %@ at %@: %@",
        "no se pudo escribir %@: %@": "could not write %@: %@",
        // CodeCheckSummary.swift
        "sin comprobar: %@": "not checked: %@",
        "nada que comprobar: ningún bloque de Swift nombra su archivo": "nothing to check: no Swift block names its file",
        "ningún test": "no tests",
        "archivo con errores": "file with errors",
        "archivos con errores": "files with errors",
        "archivo fuera del paquete": "file left out of the package",
        "archivos fuera del paquete": "files left out of the package",
        "solo en plataformas Apple": "only on Apple platforms",
        "archivo sin comprobar": "file not checked",
        "archivos sin comprobar": "files not checked",
        // CompileTriage.swift
        "%@: falta import %@": "%@: import %@ is missing",
        "%@ (y %@): falta import %@": "%@ (and %@): import %@ is missing",
        "el test detuvo la ejecución: %@": "the test stopped the run: %@",
        // CodeCheckSummary.swift
        "%@ (sin cambios desde la última comprobación)": "%@ (unchanged since the last check)",
        // LinuxPortability.swift
        "usa #Preview": "uses #Preview",
        "importa %@": "imports %@",
        // CompileTriage.swift
        "%@ falla: %@": "%@ fails: %@",
        // CodeCheckSummary.swift
        "%@/%@ tests pasan": "%@/%@ tests pass",
        "1 falla": "1 failing",
        "%@ fallan": "%@ failing",
        "%@ sin comprobar": "%@ not checked",
        "pasan": "pass",
    ]
}
