import Foundation
import SimUIKit

FileHandle.standardError.write(Data("usage: responder-lab-bench tree N M\n".utf8))
exit(64)
